import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor, hidden_states: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_4 = hidden_states_4 + hidden_states
        hidden_states_5 = torch.nn.functional.layer_norm(add_4, (768,), L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_4 = None
        return (hidden_states_5,)
