// The Play opponent's net, off the main thread: fetches a level's Maia weights once
// (/human/maia-<r>.pb.gz, cached by the service worker for offline games) and answers with the
// net's policy for a position. Sampling happens on the page, which owns the (seedable) random.
import { modelFromBytes, type HumanModel } from '@ascend/human';

export interface OpponentRequest {
  id: number;
  net: number;
  moves: string[];
}
export type OpponentReply =
  { id: number; policy: { uci: string; p: number }[] } | { id: number; error: string };

const models = new Map<number, Promise<HumanModel>>();

async function model(net: number): Promise<HumanModel> {
  let m = models.get(net);
  if (!m) {
    m = fetch(`/human/maia-${net}.pb.gz`).then(async (res) => {
      if (!res.ok) throw new Error(`The opponent could not be loaded (${res.status})`);
      return modelFromBytes(`maia-${net}`, new Uint8Array(await res.arrayBuffer()));
    });
    models.set(net, m);
    m.catch(() => models.delete(net));
  }
  return m;
}

// The web project's types are the DOM's (a webworker lib reference would retype the whole app).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<OpponentRequest>) => void;
  postMessage(message: OpponentReply): void;
};

scope.onmessage = async (event) => {
  const { id, net, moves } = event.data;
  try {
    const policy = (await model(net)).predict({ moves });
    scope.postMessage({ id, policy });
  } catch (err) {
    scope.postMessage({ id, error: (err as Error).message });
  }
};
