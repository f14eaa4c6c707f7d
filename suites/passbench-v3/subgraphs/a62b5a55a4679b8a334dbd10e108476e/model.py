import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_69: torch.Tensor, hidden_states_72: torch.Tensor, L_self_modules_ln_f_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_ln_f_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_73 = hidden_states_69 + hidden_states_72
        hidden_states_74 = torch.nn.functional.layer_norm(hidden_states_73, (768,), L_self_modules_ln_f_parameters_weight_, L_self_modules_ln_f_parameters_bias_, 1e-05)
        hidden_states_73 = None
        hidden_states_75 = hidden_states_74.view((-1, 128, 768))
        hidden_states_74 = None
        return (hidden_states_75,)
