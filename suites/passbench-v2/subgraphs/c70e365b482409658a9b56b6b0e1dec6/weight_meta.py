class Program_weight_tensor_meta_attention_probs_3:
    name = "attention_probs_3"
    shape = [96, 12, 197, 197]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001587124005255594
    std = 0.011928255772151132
    data = None
    min_val = -0.06746059656143188
    max_val = 0.07797864079475403
