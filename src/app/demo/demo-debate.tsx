import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useReducer, useState } from 'react';
import { getArenaConfig } from '../../debates';
import { isPlatformMessage, WebCall } from '../../web-call';
import {
  AudioBlockedNotice,
  MicButton,
  ParticipantRow,
  SpeakerCard,
  useAudioGesture,
} from '../arena/components';
import { debateReducer, initialDebateState } from '../arena/debate-state';
import { loadAppConfig } from '../config';
import { checkMicrophone, isOnAir, useVoiceConnection } from '../connection';
import './demo-debate.css';

/**
 * The demo's welcome, in place of the moderator's arena welcome: the demo has no Socratic Arsenal and no box to type
 * in, only Join Debate.
 */
const DEMO_WELCOME =
  'Welcome to the demo debate. I am your moderator: press Join Debate and put a question to me aloud.';
/** What a visitor reads where no demo assistant is set (VITE_DEMO_ASSISTANT_ID, or a provisioned moderator). */
const DEMO_MISSING = 'The demo debate is not set up on this site: pick a debate from the battles instead.';

/** The demo's one assistant: VITE_DEMO_ASSISTANT_ID, else the morality debate's moderator on the local platform. */
function demoAssistantId(assistants: Record<string, string>): string | undefined {
  const configured = import.meta.env.VITE_DEMO_ASSISTANT_ID as string | undefined;
  if (configured) return configured;
  return assistants[getArenaConfig('morality-debate').openerKey];
}

/**
 * The earlier, single-assistant variant of the debate (spec section 2): the speaker card and the three avatars,
 * connected to one configurable assistant, with the visitor's mute and a way out. Reached as '/?demo'.
 */
export function DemoDebate() {
  const config = useQuery({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });
  const assistantId = config.data ? demoAssistantId(config.data.assistants) : undefined;
  const arena = getArenaConfig('morality-debate');
  /** The assistant's latest words, partial while spoken: the speaker card follows them. */
  const [statement, setStatement] = useState<string | undefined>(undefined);
  /** Who holds the floor, followed as the arena follows it. */
  const [debate, dispatch] = useReducer(debateReducer, arena.moderator.name, initialDebateState);
  const call = useVoiceConnection({
    createClient: () => {
      if (!config.data) throw new Error('The app configuration is not loaded yet.');
      return new WebCall(config.data.publicKey, config.data.apiUrl, undefined, { startAudioOff: true });
    },
    checkMicrophone,
    autoConnect: assistantId ? { assistantId, assistantOverrides: { firstMessage: DEMO_WELCOME } } : null,
    onCallEnd: (ended) => dispatch({ type: 'ended', at: Date.now(), by: ended.by }),
    onMessage: (message) => {
      dispatch({ type: 'message', message, at: Date.now() });
      if (isPlatformMessage(message) && message.type === 'transcript' && message.role === 'assistant') {
        setStatement(message.transcript);
      }
    },
  });
  // The demo's one assistant speaks for the moderator's seat unless a message names another member.
  const speaker = [arena.moderator, ...arena.philosophers].find(
    (p) => p.name === (debate.floor ?? arena.moderator.name),
  );
  const problem = config.error?.message ?? call.error ?? (config.data && !assistantId ? DEMO_MISSING : null);
  const onAir = isOnAir(call);
  const exit = () => {
    call.disconnect();
    window.location.assign('/');
  };
  const audio = useAudioGesture(call.audioBlocked, call.enableAudio);
  return (
    // As in the arena: any click or key is a gesture that lets the browser start the held-back audio.
    <main className="demo" {...audio.handlers}>
      <div>
        <button type="button" className="button button--icon" onClick={exit}>
          <LogOut aria-hidden="true" size={18} />
          Exit Demo
        </button>
      </div>
      <h1 className="title">Demo Debate</h1>
      <p className="lead">
        {problem
          ? `Voice Error: ${problem}`
          : call.connected
            ? 'Connected: press Join Debate to speak to the moderator.'
            : call.status === 'disconnected'
              ? 'The demo has ended.'
              : 'Connecting...'}
      </p>
      {audio.noticeShown && call.connected && <AudioBlockedNotice onEnable={call.enableAudio} />}
      <SpeakerCard
        {...(speaker && { name: speaker.name, subtitle: speaker.subtitle })}
        {...(statement && { statement })}
        speaking={onAir}
      />
      <MicButton muted={call.muted} disabled={!call.connected} onToggle={call.toggleMute} />
      <ParticipantRow config={arena} floor={onAir ? (debate.floor ?? arena.moderator.name) : null} />
    </main>
  );
}
