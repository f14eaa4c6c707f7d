import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_41: torch.Tensor, scale_17: torch.Tensor, bias_35: torch.Tensor):
        mul_53 = hidden_states_41 * scale_17
        hidden_states_42 = mul_53 + bias_35
        mul_53 = None
        hidden_states_43 = torch.nn.functional.relu(hidden_states_42, inplace=False)
        hidden_states_42 = None
        return (hidden_states_43,)
