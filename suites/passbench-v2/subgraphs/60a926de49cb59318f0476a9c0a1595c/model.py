import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, getitem: torch.Tensor):
        mul_2 = hidden_states_2 * getitem
        hidden_states_3 = mul_2.to(torch.float32)
        mul_2 = None
        return (hidden_states_3,)
