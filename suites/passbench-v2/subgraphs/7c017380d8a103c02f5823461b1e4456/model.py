import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_1: torch.Tensor, cos_4: torch.Tensor):
        mul_9 = query_states_1 * cos_4
        x1_2 = query_states_1[(..., slice(None, 32, None))]
        x2_2 = query_states_1[(..., slice(32, None, None))]
        return (x2_2, x1_2, mul_9)
