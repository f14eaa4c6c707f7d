import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_73: torch.Tensor, scale_30: torch.Tensor, bias_61: torch.Tensor):
        mul_92 = hidden_states_73 * scale_30
        hidden_states_74 = mul_92 + bias_61
        mul_92 = None
        hidden_states_75 = torch.nn.functional.relu(hidden_states_74, inplace=False)
        hidden_states_74 = None
        return (hidden_states_75,)
