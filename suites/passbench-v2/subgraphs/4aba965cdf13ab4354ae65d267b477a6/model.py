import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_6: torch.Tensor, hidden_states_25: torch.Tensor):
        sigmoid_3 = torch.sigmoid(mul_6)
        hidden_states_26 = hidden_states_25 * sigmoid_3
        sigmoid_3 = None
        return (hidden_states_26,)
