import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sin_2: torch.Tensor, query_states: torch.Tensor):
        sin_3 = sin_2.unsqueeze(1)
        q_rot = query_states[(..., slice(None, 40, None))]
        return (q_rot, sin_3)
