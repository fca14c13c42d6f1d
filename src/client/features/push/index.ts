// What other features use of push notifications (docs/push.md).
export { PushSettings, PLAYER_TOPICS, STAFF_TOPICS } from './push-settings';
