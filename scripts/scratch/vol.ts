import { VOLUME_ASKED } from '../../server/debate/floor-phrasings';
import { normalize } from '../../server/debate/text';
for (const t of ["how do I turn the moderator's volume down, she's really loud", "whoever's moderating, the sound is a second behind the video for me", "good morning from Manila! is the audio always this quiet?", "Is the sound of a tree falling real if no one hears it?", "the audio is out of sync"]) console.log(VOLUME_ASKED.test(t), VOLUME_ASKED.test(normalize(t)), t);
