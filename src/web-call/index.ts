import { WebCall } from './web-call';

export { WebCall, NO_CALL_OBJECT, START_MISSING_TARGET, type WebCallEvents } from './web-call';
export default WebCall;
