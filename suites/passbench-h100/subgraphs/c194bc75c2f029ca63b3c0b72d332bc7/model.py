import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_2: torch.Tensor, embeddings_2: torch.Tensor, L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        add_1 = attn_output_2 + embeddings_2
        sa_output = torch.nn.functional.layer_norm(add_1, (768,), L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_weight_, L_self_modules_transformer_modules_layer_modules_0_modules_sa_layer_norm_parameters_bias_, 1e-12)
        add_1 = None
        return (sa_output,)
