-- Scale-out: the leader's term. Each node that wins the leadership lock raises the epoch by one; every settling
-- write of the engines checks, in its own transaction, that the epoch is still its term's (and holds a share lock
-- on the row while it commits), so a paused old leader that wakes after another took over settles nothing.

CREATE TABLE cluster_leader (
  id smallint PRIMARY KEY CHECK (id = 1),
  epoch bigint NOT NULL CHECK (epoch >= 0),
  node text,
  since bigint
);

INSERT INTO cluster_leader (id, epoch) VALUES (1, 0);
