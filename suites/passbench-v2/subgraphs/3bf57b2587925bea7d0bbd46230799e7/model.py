import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_121: torch.Tensor, scale_49: torch.Tensor, bias_99: torch.Tensor):
        mul_149 = hidden_states_121 * scale_49
        hidden_states_122 = mul_149 + bias_99
        mul_149 = None
        hidden_states_123 = torch.nn.functional.relu(hidden_states_122, inplace=False)
        hidden_states_122 = None
        return (hidden_states_123,)
