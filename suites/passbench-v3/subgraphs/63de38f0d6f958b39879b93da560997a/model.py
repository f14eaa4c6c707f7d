import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_115: torch.Tensor, hidden_states_120: torch.Tensor, L_self_modules_ln_f_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_ln_f_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_121 = hidden_states_115 + hidden_states_120
        hidden_states_122 = torch.nn.functional.layer_norm(hidden_states_121, (768,), L_self_modules_ln_f_parameters_weight_, L_self_modules_ln_f_parameters_bias_, 1e-05)
        hidden_states_121 = None
        hidden_states_123 = hidden_states_122.view((1, 128, 768))
        hidden_states_122 = None
        return (hidden_states_123,)
