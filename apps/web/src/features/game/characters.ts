import { CLASS_NAMES, type GameCharacter, GENDER_NAMES, nameOf, RACE_NAMES } from '@agaia/contract';

/** One server's characters, under its name. */
export type ServerGroup = { serverId: number; serverName: string; characters: GameCharacter[] };

/** The characters grouped by server, servers in the order they first appear, characters by level (highest first). */
export function byServer(characters: readonly GameCharacter[]): ServerGroup[] {
  const groups = new Map<number, ServerGroup>();
  for (const character of characters) {
    const group = groups.get(character.serverId) ?? {
      serverId: character.serverId,
      serverName: character.serverName,
      characters: [],
    };
    group.characters.push(character);
    groups.set(character.serverId, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    characters: [...group.characters].sort((a, b) => b.level - a.level || a.name.localeCompare(b.name)),
  }));
}

/** A character's class, race and gender as TERA names them (an unknown id shows as its number). */
export function characterNames(character: GameCharacter) {
  return {
    className: nameOf(CLASS_NAMES, character.classId),
    raceName: nameOf(RACE_NAMES, character.raceId),
    genderName: nameOf(GENDER_NAMES, character.genderId),
  };
}
