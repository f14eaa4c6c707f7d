import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_layers_modules_23_parameters_lambda_2_: torch.nn.parameter.Parameter, hidden_states_237: torch.Tensor, hidden_states_232: torch.Tensor):
        hidden_states_238 = L_self_modules_layers_modules_23_parameters_lambda_2_ * hidden_states_237
        hidden_states_239 = hidden_states_238 + hidden_states_232
        hidden_states_238 = None
        return (hidden_states_239,)
