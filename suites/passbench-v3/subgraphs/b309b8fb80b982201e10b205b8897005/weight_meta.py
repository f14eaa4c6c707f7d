class Program_weight_tensor_meta_attention_weights:
    name = "attention_weights"
    shape = [1, 1045, 8, 16]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
