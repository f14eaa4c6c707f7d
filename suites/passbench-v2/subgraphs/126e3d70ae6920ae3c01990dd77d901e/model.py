import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_215: torch.Tensor, scale_78: torch.Tensor, bias_157: torch.Tensor):
        mul_236 = hidden_state_215 * scale_78
        hidden_state_216 = mul_236 + bias_157
        mul_236 = None
        hidden_state_217 = torch.nn.functional.relu(hidden_state_216, inplace=False)
        hidden_state_216 = None
        return (hidden_state_217,)
