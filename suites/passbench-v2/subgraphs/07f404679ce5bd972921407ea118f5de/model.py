import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_100: torch.Tensor, scale_35: torch.Tensor, bias_71: torch.Tensor):
        mul_107 = hidden_state_100 * scale_35
        hidden_state_101 = mul_107 + bias_71
        mul_107 = None
        hidden_state_102 = torch.nn.functional.relu(hidden_state_101, inplace=False)
        hidden_state_101 = None
        return (hidden_state_102,)
