import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_embeds_: torch.Tensor, L_self_modules_word_embeddings_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_word_embeddings_layernorm_parameters_bias_: torch.nn.parameter.Parameter, L_attention_mask_: torch.Tensor):
        hidden_states = torch.nn.functional.layer_norm(L_inputs_embeds_, (32,), L_self_modules_word_embeddings_layernorm_parameters_weight_, L_self_modules_word_embeddings_layernorm_parameters_bias_, 1e-05)
        attention_mask = L_attention_mask_.to(torch.device(type="cuda", index=0))
        return (attention_mask, hidden_states)
