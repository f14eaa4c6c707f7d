import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_83: torch.Tensor, hidden_state_234: torch.Tensor):
        input_84 = torch.sigmoid(input_83)
        hidden_state_235 = hidden_state_234 * input_84
        input_84 = None
        return (hidden_state_235,)
