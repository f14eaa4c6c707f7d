import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_2: torch.Tensor, L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter):
        context_layer_3 = torch._C._nn.linear(context_layer_2, L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_weight_, L_self_modules_text_enhancer_layer_modules_self_attn_modules_out_proj_parameters_bias_)
        attention_output = torch.nn.functional.dropout(context_layer_3, p=0.0, training=False)
        context_layer_3 = None
        return (attention_output,)
