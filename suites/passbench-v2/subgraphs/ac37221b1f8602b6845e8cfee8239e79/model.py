import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_29: torch.Tensor, L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_8_modules_grn_parameters_bias_: torch.nn.parameter.Parameter, features_127: torch.Tensor):
        add_57 = mul_29 + L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_8_modules_grn_parameters_bias_
        hidden_states_14 = add_57 + features_127
        add_57 = None
        return (hidden_states_14,)
