class Program_weight_tensor_meta_attention_probs_13:
    name = "attention_probs_13"
    shape = [1, 8, 4, 4]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.25000000232830644
    std = 0.00029623851219783893
    data = None
    min_val = 0.24904794991016388
    max_val = 0.2509489357471466


class Program_weight_tensor_meta_value_layer_6:
    name = "value_layer_6"
    shape = [1, 8, 4, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0038363846174434
    std = 0.04324563754721325
    data = None
    min_val = -0.12620215117931366
    max_val = 0.1304052770137787
