import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, embeddings_3: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_1 = hidden_states_1 + embeddings_3
        hidden_states_2 = torch.nn.functional.layer_norm(add_1, (768,), L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_, 1e-05)
        add_1 = None
        return (hidden_states_2,)
