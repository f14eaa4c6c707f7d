import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_1: torch.Tensor, L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, hidden_states: torch.Tensor, L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        output_tensor = torch._C._nn.linear(context_layer_1, L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_, L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_bias_)
        out = torch.nn.functional.dropout(output_tensor, p=0.1, training=False)
        output_tensor = None
        out_1 = hidden_states + out
        out = None
        layernorm_output_1 = torch.nn.functional.layer_norm(out_1, (32,), L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_weight_, L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_bias_, 1e-05)
        return (layernorm_output_1, out_1)
