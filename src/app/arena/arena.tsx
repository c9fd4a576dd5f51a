import { useEffect, useMemo, useRef, useState } from 'react';
import { challengePagesFor, getArenaConfig } from '../../debates';
import { isOnAir } from '../connection';
import {
  ArenaHeader,
  ArgumentMapView,
  AudioBlockedNotice,
  useAudioGesture,
  ChallengeArsenal,
  ChallengeBox,
  ConnectionErrorScreen,
  DeviceSettings,
  LoadingScreen,
  ReconnectingNotice,
  MicButton,
  MicDeniedScreen,
  ParticipantRow,
  RecapCard,
  runDiagnostics,
  SpeakerCard,
  TranscriptActions,
  TranscriptPanel,
  useElapsedSeconds,
  VolumeMeter,
} from './components';
import { argumentMapMarkdown } from './argument-map';
import { useDebateCall } from './use-debate-call';
import { useMicLevel } from './use-mic-level';
import { useMicPermission } from './use-mic-permission';
import { MIC_SHORTCUTS, useMicShortcuts } from './use-mic-shortcuts';
import './arena.css';

const UNAVAILABLE_MESSAGE =
  'This browser offers no microphone here: open Dialectic Club over HTTPS or on localhost, in a current browser.';

/** The visitor's words shown as they speak: the newest of them, on one line. */
const HEARING_CHARS = 70;

function tail(text: string, chars: number): string {
  return text.length <= chars ? text : `…${text.slice(-chars)}`;
}

/** The live debate (spec sections 2, 4, 5 and 8). New debate, once one has ended, starts another from scratch. */
export function Arena({ debateId, onExit }: { debateId: string; onExit: () => void }) {
  const [round, setRound] = useState(0);
  return (
    <DebateRound key={round} debateId={debateId} onExit={onExit} onNewDebate={() => setRound((n) => n + 1)} />
  );
}

/** One debate: permission, connection, and the stage. */
function DebateRound({
  debateId,
  onExit,
  onNewDebate,
}: {
  debateId: string;
  onExit: () => void;
  onNewDebate: () => void;
}) {
  const arena = getArenaConfig(debateId);
  const arsenal = useMemo(() => challengePagesFor(arena), [arena]);
  const permission = useMicPermission();
  const call = useDebateCall(debateId, permission === 'granted');
  /** The microphone the visitor chose; undefined for the browser's default. */
  const [inputId, setInputId] = useState<string | undefined>(undefined);
  const mic = useMicLevel(call.status === 'live' && !call.connection.muted, inputId);
  const [micPeak, setMicPeak] = useState(0);
  if (mic.level > micPeak) setMicPeak(mic.level);
  const elapsed = useElapsedSeconds(call.status === 'live');
  const audio = useAudioGesture(call.connection.audioBlocked, call.connection.enableAudio);
  useMicShortcuts({
    enabled: call.status === 'live',
    muted: call.connection.muted,
    toggle: call.toggleMute,
  });
  // When the debate ends, the controls the focus was on (End debate, the challenge box) are gone: the focus goes to
  // the notice that says so, unless the visitor is elsewhere on the page.
  const endedNotice = useRef<HTMLElement>(null);
  const hasEnded = call.status === 'ended';
  useEffect(() => {
    const focused = document.activeElement;
    if (hasEnded && (!focused || focused === document.body))
      endedNotice.current?.focus({ preventScroll: true });
  }, [hasEnded]);

  if (permission === 'denied') return <MicDeniedScreen onBack={onExit} />;
  const diagnostics = () =>
    runDiagnostics({
      publicKey: call.publicKey,
      navigator,
      location: window.location,
      WebSocket: window.WebSocket,
    });
  if (permission === 'unavailable') {
    return (
      <ConnectionErrorScreen
        message={UNAVAILABLE_MESSAGE}
        onTryAgain={() => window.location.reload()}
        diagnostics={diagnostics()}
      />
    );
  }
  if (permission === 'checking' || !call.attempted) return <LoadingScreen />;
  if (call.status === 'error') {
    return (
      <ConnectionErrorScreen
        message={call.error ?? 'Connection failed'}
        voiceError={call.error ?? 'Connection failed'}
        onTryAgain={call.tryAgain}
        onExit={onExit}
        diagnostics={diagnostics()}
      />
    );
  }

  const live = call.status === 'live';
  const hearing = call.transcript.partials.You;
  // SPEAKING and "Speaking..." only while a turn is actually heard, never through silence or while connecting.
  const onAir = isOnAir(call.connection);
  const ended = call.status === 'ended';
  // A lost connection is an error the visitor may retry; a debate closed by the visitor or the platform is simply over.
  const { lost } = call;
  // Between turns, and once the debate is over, the card keeps whoever spoke last.
  const members = [arena.moderator, ...arena.philosophers];
  const lastSpoke = call.transcript.lines.findLast((l) => members.some((p) => p.name === l.speaker))?.speaker;
  const speaker = members.find((p) => p.name === (call.floor ?? lastSpoke));
  const statement = speaker
    ? (call.transcript.partials[speaker.name] ??
      call.transcript.lines.findLast((line) => line.speaker === speaker.name)?.text)
    : undefined;
  // Once End debate is pressed, the floor is the chair's: a challenge then would go unanswered.
  const sendable = live && !call.closing;
  const notSendable = call.closing
    ? 'The debate is closing: the verdict is on its way.'
    : live
      ? undefined
      : 'The debate is connecting: wait until it is live.';

  const { enableAudio } = call.connection;
  return (
    // Any click or key in the arena is a gesture that lets the browser start the debate's held-back audio.
    <main className="arena" {...audio.handlers}>
      <ArenaHeader
        onExit={onExit}
        elapsedSeconds={elapsed}
        challenges={call.challenges}
        status={live ? 'live' : lost ? 'error' : ended ? 'ended' : 'connecting'}
        title={arena.title}
        topic={arena.topic}
        {...(live && { onEndDebate: call.endDebate, closing: call.closing })}
      />
      {call.retrying && <ReconnectingNotice />}
      {ended && (
        <section
          ref={endedNotice}
          tabIndex={-1}
          className={`arena-surface arena-ended${lost ? ' arena-ended--lost' : ''}`}
          role={lost ? 'alert' : 'status'}
        >
          {lost ? (
            // Spec section 8's arena connection failure: its status text, with the way back.
            <p className="arena-ended__text">
              <strong>Voice Error: {call.endedText}</strong> Try Again to reconnect; what was said is kept
              below.
            </p>
          ) : (
            <p className="arena-ended__text">
              <strong>The debate has ended.</strong> {call.endedText}
            </p>
          )}
          {lost ? (
            <button type="button" className="button" onClick={call.tryAgain}>
              Try Again
            </button>
          ) : (
            <button type="button" className="button" onClick={onNewDebate}>
              New debate
            </button>
          )}
        </section>
      )}
      {ended && (
        <RecapCard
          elapsedSeconds={elapsed}

          // What the debate heard of the visitor: not the live words the call ended on.
          said={call.transcript.lines.filter((l) => l.speaker === 'You' && !l.unfinished).map((l) => l.text)}
          {...(call.argumentMap && {
            argued: call.argumentMap.exchanges.filter((e) => e.by === 'visitor').length,
          })}
          floor={[arena.philosophers[0], arena.moderator, arena.philosophers[1]].flatMap((p) =>
            p ? [{ name: p.name, ms: call.floorTotals[p.name] ?? 0 }] : [],
          )}
          {...(call.argumentMap?.verdict && { verdict: call.argumentMap.verdict })}
        />
      )}
      {ended && call.argumentMap && call.argumentMap.exchanges.length > 0 && (
        <ArgumentMapView map={call.argumentMap} fileStem={`dialectic-club-${debateId}`} />
      )}
      <ParticipantRow config={arena} floor={onAir ? call.floor : null} />
      <div className="arena-stage">
        <SpeakerCard
          {...(speaker && { name: speaker.name.toUpperCase(), subtitle: speaker.subtitle })}
          {...(statement && { statement })}
          speaking={onAir}
        />
        <div className="arena-meters">
          <p className="arena-meters__label" aria-hidden="true">
            Philosophers
          </p>
          <VolumeMeter level={call.connection.volumeLevel} peak={call.peakVolume} />
          <p className="arena-meters__label" aria-hidden="true">
            Your microphone
          </p>
          <VolumeMeter level={mic.level} peak={micPeak} label="Your microphone level" />
        </div>
        {/* The visitor's two ways to speak: on a phone, a bar that stays at the bottom of the screen. Gone once
            the debate is over, so that it covers nothing of the recap. */}
        {!ended && (
          <div className="arena-controls">
            {audio.noticeShown && live && <AudioBlockedNotice onEnable={enableAudio} />}
            {/* The cue and the visitor's words share one line, so neither moves the microphone when it comes. */}
            <div className="arena-cue-slot">
              <p
                className={`arena-turn-cue${call.yourTurn || mic.silent ? ' arena-turn-cue--on' : ''}`}
                role="status"
              >
                {mic.silent ? (
                  <>
                    <strong>We can&apos;t hear you</strong>: check that the right microphone is on and not
                    muted.
                  </>
                ) : (
                  call.yourTurn &&
                  !hearing && (
                    <>
                      <strong>Your turn</strong>: speak or send a challenge.
                    </>
                  )
                )}
              </p>
              {hearing && (
                // Where the visitor looks while speaking; word by word, so kept from screen readers like the
                // transcript's own live lines (the final line is announced there).
                <p className="arena-hearing" aria-hidden="true">
                  <span className="arena-hearing__label">Hearing you:</span> {tail(hearing, HEARING_CHARS)}
                </p>
              )}
            </div>
            <MicButton
              muted={call.connection.muted}
              disabled={!sendable}
              onToggle={call.toggleMute}
              description={MIC_SHORTCUTS}
            />
            <ChallengeBox
              example={arena.challengeExample}
              disabledReason={notSendable}
              onChallenge={call.sendChallenge}
            />
          </div>
        )}
        {live && (
          <DeviceSettings
            inputId={inputId}
            onInput={(deviceId) => {
              setInputId(deviceId);
              void call.connection.setInputDevice(deviceId);
            }}
            onOutput={call.connection.setOutputDevice}
            microphoneProblem={call.connection.microphoneProblem}
          />
        )}
      </div>
      <div className="arena-panels">
        <TranscriptPanel
          transcript={call.transcript}
          actions={
            <TranscriptActions
              title={arena.title}
              debateId={debateId}
              lines={call.transcript.lines}
              {...(call.argumentMap &&
                call.argumentMap.exchanges.length > 0 && { appendix: argumentMapMarkdown(call.argumentMap) })}
            />
          }
        />
        <ChallengeArsenal pages={arsenal} disabled={!sendable} onChallenge={call.sendChallenge} />
      </div>
    </main>
  );
}
