import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, attn_output_4: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_1 = embeddings + attn_output_4
        hidden_states_2 = torch.nn.functional.layer_norm(hidden_states_1, (512,), L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_, 1e-05)
        return (hidden_states_2, hidden_states_1)
