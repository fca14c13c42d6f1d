export { LEVEL_SCALE, levelOfRating, levelProblem, pairLevel, type LevelLimits } from './level.js';
export { windowProblem, type EntryWindow } from './window.js';
export { nightEntryMode, type ListMode } from './mode.js';
