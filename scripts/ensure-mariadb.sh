#!/usr/bin/env bash
# The game-integration tests keep the tera-api fake's tables in a real MariaDB/MySQL (TEST_TERA_MYSQL_URL, by default
# root with no password on 127.0.0.1:3306). Start the local MariaDB when it is installed but stopped; install Debian's
# when missing and we are root. A server named by TEST_TERA_MYSQL_URL is left alone.
set -euo pipefail
if [ -n "${TEST_TERA_MYSQL_URL:-}" ]; then exit 0; fi
answers() { mariadb-admin -h 127.0.0.1 -P 3306 -u root ping >/dev/null 2>&1 || mysqladmin -h 127.0.0.1 -P 3306 -u root ping >/dev/null 2>&1; }
answers && exit 0
if [ ! -x /usr/sbin/mariadbd ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "MariaDB is missing: installing Debian's mariadb-server with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq mariadb-server >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq mariadb-server >/dev/null; }
fi
if [ -x /usr/sbin/mariadbd ]; then
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null || true
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd || true
  for _ in $(seq 1 30); do answers && exit 0; sleep 1; done
fi
echo "The game-integration tests need MariaDB or MySQL on 127.0.0.1:3306 (root, no password) or TEST_TERA_MYSQL_URL: start one, e.g. 'sudo apt-get install -y mariadb-server'." >&2
exit 1
