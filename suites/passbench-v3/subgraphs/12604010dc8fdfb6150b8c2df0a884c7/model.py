import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, cat_3: torch.Tensor, cat_4: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_4 = cat_3 + cat_4
        layer_output = torch.nn.functional.layer_norm(hidden_states_4, (768,), L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_parameters_bias_, 1e-06)
        return (layer_output, hidden_states_4)
