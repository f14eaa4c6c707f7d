import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_output_23: torch.Tensor, hidden_states_143: torch.Tensor, L_args_0_modules_encoder_modules_ln_parameters_weight_: torch.nn.parameter.Parameter, L_args_0_modules_encoder_modules_ln_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_23 = attention_output_23 + hidden_states_143
        hidden_states_144 = torch.nn.functional.layer_norm(layer_output_23, (1024,), L_args_0_modules_encoder_modules_ln_parameters_weight_, L_args_0_modules_encoder_modules_ln_parameters_bias_, 1e-12)
        layer_output_23 = None
        return (hidden_states_144,)
