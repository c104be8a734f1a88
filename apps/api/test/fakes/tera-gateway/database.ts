import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/**
 * A throw-away MariaDB/MySQL database shaped as tera-api v1.2.3's (the tables the Gateway and the site's connector
 * touch, with tera-api's column names, types and keys), for the Gateway fake and the connector's tests.
 *
 * TEST_TERA_MYSQL_URL names the server (default: the local MariaDB, mysql://root@127.0.0.1:3306).
 */
const TABLES = [
  `CREATE TABLE IF NOT EXISTS account_info (
    accountDBID BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    userName VARCHAR(64) NOT NULL,
    passWord VARCHAR(128) NOT NULL,
    authKey VARCHAR(128) NULL,
    email VARCHAR(64) NOT NULL,
    registerTime DATETIME NULL,
    lastLoginTime DATETIME NULL,
    lastLoginIP VARCHAR(64) NULL,
    lastLoginServer INT(11) NULL,
    playTimeLast INT(11) NOT NULL DEFAULT 0,
    playTimeTotal INT(11) NOT NULL DEFAULT 0,
    playCount INT(11) NOT NULL DEFAULT 0,
    permission INT(11) NOT NULL DEFAULT 0,
    privilege INT(11) NOT NULL DEFAULT 0,
    language VARCHAR(3) NULL,
    UNIQUE KEY userName (userName),
    KEY passWord (passWord),
    UNIQUE KEY authKey (authKey),
    UNIQUE KEY email (email)
  )`,
  `CREATE TABLE IF NOT EXISTS account_bans (
    id BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    accountDBID BIGINT(20) NOT NULL,
    startTime DATETIME NOT NULL,
    endTime DATETIME NOT NULL,
    ip TEXT NULL,
    description TEXT NULL,
    active TINYINT(1) NOT NULL DEFAULT 1,
    KEY accountDBID (accountDBID),
    KEY active (active)
  )`,
  `CREATE TABLE IF NOT EXISTS account_benefits (
    accountDBID BIGINT(20) NOT NULL,
    benefitId INT(11) NOT NULL,
    availableUntil DATETIME NOT NULL,
    PRIMARY KEY (accountDBID, benefitId),
    KEY availableUntil (availableUntil)
  )`,
  `CREATE TABLE IF NOT EXISTS account_characters (
    characterId INT(11) NOT NULL,
    serverId INT(11) NOT NULL,
    accountDBID BIGINT(20) NOT NULL,
    name VARCHAR(64) NULL,
    classId INT(11) NULL,
    genderId INT(11) NULL,
    raceId INT(11) NULL,
    level INT(11) NULL,
    PRIMARY KEY (characterId, serverId, accountDBID),
    KEY name (name)
  )`,
  `CREATE TABLE IF NOT EXISTS shop_accounts (
    accountDBID BIGINT(20) NOT NULL PRIMARY KEY,
    balance INT(11) NOT NULL DEFAULT 0,
    discount INT(11) NOT NULL DEFAULT 0,
    active TINYINT(1) NOT NULL DEFAULT 1,
    createdAt DATETIME NOT NULL,
    updatedAt DATETIME NOT NULL,
    KEY active (active)
  )`,
  `CREATE TABLE IF NOT EXISTS report_shop_fund (
    id BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    accountDBID BIGINT(20) NOT NULL,
    amount INT(11) NOT NULL,
    balance INT(11) NOT NULL,
    description VARCHAR(255) NULL,
    createdAt DATETIME NOT NULL,
    KEY accountDBID (accountDBID)
  )`,
  `CREATE TABLE IF NOT EXISTS box_info (
    id BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    icon VARCHAR(255) NOT NULL,
    title VARCHAR(1024) NOT NULL,
    content VARCHAR(2048) NOT NULL,
    days INT(11) NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS box_items (
    id BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    boxId BIGINT(20) NOT NULL,
    itemTemplateId BIGINT(20) NOT NULL,
    boxItemId INT(11) NULL,
    boxItemCount INT(11) NOT NULL DEFAULT 1,
    KEY boxId (boxId)
  )`,
  `CREATE TABLE IF NOT EXISTS queue_tasks (
    id BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    tag VARCHAR(256) NULL,
    handler VARCHAR(256) NOT NULL,
    arguments TEXT NOT NULL,
    status INT(11) NOT NULL,
    message TEXT NULL,
    createdAt DATETIME NOT NULL,
    updatedAt DATETIME NOT NULL,
    KEY tag (tag),
    KEY handler (handler),
    KEY status (status)
  )`,
  `CREATE TABLE IF NOT EXISTS report_boxes (
    id BIGINT(20) NOT NULL AUTO_INCREMENT PRIMARY KEY,
    boxId BIGINT(20) NULL,
    accountDBID BIGINT(20) NOT NULL,
    serverId INT(11) NULL,
    characterId INT(11) NULL,
    logType INT(11) NULL,
    logId BIGINT(20) NULL,
    context TEXT NOT NULL,
    createdAt DATETIME NULL,
    KEY boxId (boxId),
    KEY accountDBID (accountDBID),
    KEY logType (logType),
    KEY logId (logId)
  )`,
  `CREATE TABLE IF NOT EXISTS server_info (
    serverId INT(11) NOT NULL PRIMARY KEY,
    loginIp VARCHAR(64) NULL,
    loginPort INT(11) NULL,
    language VARCHAR(3) NULL,
    nameString VARCHAR(256) NULL,
    descrString VARCHAR(1024) NULL,
    permission INT(11) NULL DEFAULT 0,
    thresholdLow INT(11) NULL,
    thresholdMedium INT(11) NULL,
    isPvE TINYINT(1) NULL DEFAULT 0,
    isCrowdness TINYINT(1) NULL DEFAULT 0,
    isAvailable TINYINT(1) NULL DEFAULT 0,
    isEnabled TINYINT(1) NULL DEFAULT 1,
    usersOnline INT(11) NULL DEFAULT 0,
    usersTotal INT(11) NULL DEFAULT 0
  )`,
];

export const DEFAULT_TEST_MYSQL_URL = 'mysql://root@127.0.0.1:3306';

/** Where the test MariaDB/MySQL server is. */
export const testMysqlUrl = () => process.env.TEST_TERA_MYSQL_URL ?? DEFAULT_TEST_MYSQL_URL;

/** Opens a pool that reads and writes DATETIME columns as UTC, as tera-api's Sequelize does. */
export function openPool(url: string, connectionLimit = 4) {
  return mysql.createPool({ uri: url, timezone: 'Z', dateStrings: false, connectionLimit });
}

/** Creates the database the URL names if missing, with tera-api's tables; returns a pool on it. */
export async function ensureTeraDatabase(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^\w+$/.test(name)) throw new Error('the tera test database needs a plain name in its URL');
  parsed.pathname = '/';
  const admin = await mysql.createConnection({ uri: parsed.toString() });
  try {
    await admin.query(
      `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`,
    );
  } finally {
    await admin.end();
  }
  const pool = openPool(url);
  for (const ddl of TABLES) await pool.query(ddl);
  return { name, pool };
}

/** Drops the database the URL names. */
export async function dropTeraDatabase(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = '/';
  const conn = await mysql.createConnection({ uri: parsed.toString() });
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}

/** A URL of a new database with a random name on the test server (not created yet). */
export function randomTeraDatabaseUrl(serverUrl = testMysqlUrl()) {
  const url = new URL(serverUrl);
  url.pathname = `/tera_test_${randomBytes(6).toString('hex')}`;
  return url.toString();
}
