import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_bias_: torch.nn.parameter.Parameter, embeddings_10: torch.Tensor):
        reshape_8 = hidden_states_1.reshape(1, 14, 14, 8, 768)
        residual_temporal = reshape_8.reshape(1, 1568, 768)
        reshape_8 = None
        residual_temporal_1 = torch._C._nn.linear(residual_temporal, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_bias_)
        residual_temporal = None
        getitem_6 = embeddings_10[(slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        return (getitem_6, residual_temporal_1)
