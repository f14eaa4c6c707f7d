import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_6: torch.Tensor, L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter, embedding: torch.Tensor):
        hidden_state_7 = torch.nn.functional.batch_norm(hidden_state_6, L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_mean_, L_self_modules_embedder_modules_stem2b_modules_normalization_buffers_running_var_, L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_weight_, L_self_modules_embedder_modules_stem2b_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_8 = torch.nn.functional.relu(hidden_state_7, inplace=False)
        hidden_state_7 = None
        pooled_emb = torch.nn.functional.max_pool2d(embedding, 2, 1, 0, 1, ceil_mode=True, return_indices=False)
        embedding_1 = torch.cat([pooled_emb, hidden_state_8], dim=1)
        hidden_state_8 = pooled_emb = None
        return (embedding_1,)
