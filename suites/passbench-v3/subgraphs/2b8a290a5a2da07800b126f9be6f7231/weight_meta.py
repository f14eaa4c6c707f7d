class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 8, 11, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.09090909087182296
    std = 0.14364992179167405
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 8, 11, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004499267520507353
    std = 0.09139762483157476
    data = None
    min_val = -0.31824278831481934
    max_val = 0.35575851798057556
