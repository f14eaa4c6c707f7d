import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, running_mean_79: torch.Tensor, scale_79: torch.Tensor, bias_158: torch.Tensor, hidden_state_218: torch.Tensor):
        mul_238 = running_mean_79 * scale_79
        bias_159 = bias_158 - mul_238
        mul_238 = None
        mul_239 = hidden_state_218 * scale_79
        hidden_state_219 = mul_239 + bias_159
        bias_159 = mul_239 = None
        hidden_state_220 = torch.nn.functional.relu(hidden_state_219, inplace=False)
        hidden_state_219 = None
        return (hidden_state_220,)
