import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_68: torch.Tensor, hidden_states_59: torch.Tensor, L_self_modules_stages_modules_1_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_69 = hidden_states_68 + hidden_states_59
        hidden_states_70 = torch.nn.functional.layer_norm(hidden_states_69, (64,), L_self_modules_stages_modules_1_modules_layer_norm_parameters_weight_, L_self_modules_stages_modules_1_modules_layer_norm_parameters_bias_, 1e-05)
        hidden_states_69 = None
        reshape_17 = hidden_states_70.reshape(1, 28, 28, -1)
        hidden_states_70 = None
        permute_1 = reshape_17.permute(0, 3, 1, 2)
        reshape_17 = None
        return (permute_1,)
