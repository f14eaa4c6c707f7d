import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_8: torch.Tensor, hidden_states_32: torch.Tensor):
        sigmoid_4 = torch.sigmoid(mul_8)
        hidden_states_33 = hidden_states_32 * sigmoid_4
        sigmoid_4 = None
        return (hidden_states_33,)
