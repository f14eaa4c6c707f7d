import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, norm_hidden_states_49: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_: torch.nn.parameter.Parameter, silu_24: torch.Tensor):
        linear_176 = torch._C._nn.linear(norm_hidden_states_49, L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_, None)
        mul_128 = silu_24 * linear_176
        linear_176 = None
        return (mul_128,)
