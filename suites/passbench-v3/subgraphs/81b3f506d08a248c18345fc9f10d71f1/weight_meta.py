class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 8, 5184, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.533265779135942e-05
    std = 0.06397277227284041
    data = None
    min_val = -0.3255528211593628
    max_val = 0.30911293625831604


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 8, 77, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009100013340753302
    std = 0.0059459502592221665
    data = None
    min_val = -0.023815833032131195
    max_val = 0.023499106988310814


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 8, 77, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007688790389027656
    std = 0.006043911648468348
    data = None
    min_val = -0.026485392823815346
    max_val = 0.022791143506765366


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 5184, 77]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
