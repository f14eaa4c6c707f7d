import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_2: torch.Tensor, cos_5: torch.Tensor):
        mul_11 = query_states_2 * cos_5
        x1_4 = query_states_2[(..., slice(None, 32, None))]
        x2_4 = query_states_2[(..., slice(32, None, None))]
        return (x2_4, x1_4, mul_11)
