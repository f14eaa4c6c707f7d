import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, out_3: torch.Tensor, out_4: torch.Tensor, L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        out_5 = out_3 + out_4
        layernorm_output_3 = torch.nn.functional.layer_norm(out_5, (64,), L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_weight_, L_args_0_modules_h_modules_1_modules_post_attention_layernorm_parameters_bias_, 1e-05)
        return (layernorm_output_3, out_5)
