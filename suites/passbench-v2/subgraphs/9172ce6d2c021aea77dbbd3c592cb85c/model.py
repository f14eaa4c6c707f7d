import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_out_70: torch.Tensor, output_160: torch.Tensor, L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        attn_out_71 = attn_out_70 + output_160
        output_161 = torch.nn.functional.layer_norm(attn_out_71, (1024,), L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_weight_, L_self_modules_layer_modules_23_modules_rel_attn_modules_layer_norm_parameters_bias_, 1e-12)
        attn_out_71 = None
        return (output_161,)
