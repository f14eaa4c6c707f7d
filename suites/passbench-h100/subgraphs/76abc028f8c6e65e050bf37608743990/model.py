import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer_2: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, embeddings_3: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_intermediate_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_intermediate_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states = torch._C._nn.linear(context_layer_2, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_)
        hidden_states_1 = torch.nn.functional.dropout(hidden_states, 0.1, False, False)
        hidden_states = None
        hidden_states_2 = hidden_states_1 + embeddings_3
        hidden_states_1 = None
        hidden_states_3 = torch.nn.functional.layer_norm(hidden_states_2, (32,), L_self_modules_encoder_modules_layer_modules_0_modules_intermediate_modules_LayerNorm_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_intermediate_modules_LayerNorm_parameters_bias_, 1e-12)
        return (hidden_states_3, hidden_states_2)
