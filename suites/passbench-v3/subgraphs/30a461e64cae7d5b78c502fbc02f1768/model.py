import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_states_4: torch.Tensor, cos_7: torch.Tensor):
        mul_118 = key_states_4 * cos_7
        x1_9 = key_states_4[(..., slice(None, 32, None))]
        x2_9 = key_states_4[(..., slice(32, None, None))]
        neg_9 = -x2_9
        x2_9 = None
        return (neg_9, x1_9, mul_118)
