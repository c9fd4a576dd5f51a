import { useQuery } from '@tanstack/react-query';
import { getArenaConfig } from '../../debates';
import { WebCall } from '../../web-call';
import { ParticipantRow, SpeakerCard } from '../arena/components';
import { loadAppConfig } from '../config';
import { checkMicrophone, useVoiceConnection } from '../connection';

/** The demo's one assistant: VITE_DEMO_ASSISTANT_ID, else the morality debate's moderator on the local platform. */
function demoAssistantId(assistants: Record<string, string>): string | undefined {
  const configured = import.meta.env.VITE_DEMO_ASSISTANT_ID as string | undefined;
  if (configured) return configured;
  return assistants[getArenaConfig('morality-debate').openerKey];
}

/**
 * The earlier, single-assistant variant of the debate (spec section 2): the speaker card and the three avatars,
 * connected to one configurable assistant. Reached as '/?demo'.
 */
export function DemoDebate() {
  const config = useQuery({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });
  const assistantId = config.data ? demoAssistantId(config.data.assistants) : undefined;
  const arena = getArenaConfig('morality-debate');
  const call = useVoiceConnection({
    createClient: () => {
      if (!config.data) throw new Error('The app configuration is not loaded yet.');
      return new WebCall(config.data.publicKey, config.data.apiUrl, undefined, { startAudioOff: true });
    },
    checkMicrophone,
    autoConnect: assistantId ? { assistantId } : null,
  });
  const speaker = [arena.moderator, ...arena.philosophers].find((p) => p.name === call.floor);
  const problem =
    config.error?.message ??
    call.error ??
    (config.data && !assistantId ? 'No demo assistant is configured: set VITE_DEMO_ASSISTANT_ID.' : null);
  return (
    <main className="arena demo">
      <h1 className="title">Demo Debate</h1>
      <p className="lead">
        {problem
          ? `Voice Error: ${problem}`
          : call.connected
            ? 'Connected: the moderator is speaking.'
            : 'Connecting...'}
      </p>
      <SpeakerCard {...(speaker && { name: speaker.name, subtitle: speaker.subtitle })} />
      <ParticipantRow config={arena} floor={call.floor} />
    </main>
  );
}
