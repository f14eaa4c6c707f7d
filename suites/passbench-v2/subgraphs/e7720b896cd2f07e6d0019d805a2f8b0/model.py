import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_output_11: torch.Tensor, hidden_states_71: torch.Tensor, L_self_modules_encoder_modules_ln_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_ln_parameters_bias_: torch.nn.parameter.Parameter):
        layer_output_11 = attention_output_11 + hidden_states_71
        hidden_states_72 = torch.nn.functional.layer_norm(layer_output_11, (768,), L_self_modules_encoder_modules_ln_parameters_weight_, L_self_modules_encoder_modules_ln_parameters_bias_, 1e-12)
        layer_output_11 = None
        return (hidden_states_72,)
