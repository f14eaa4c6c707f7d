class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 8, 5184, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.009322636243248e-06
    std = 0.06320331694438082
    data = None
    min_val = -0.30136436223983765
    max_val = 0.3069135844707489


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 8, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.226538373468095e-05
    std = 0.009027238637465036
    data = None
    min_val = -0.029064718633890152
    max_val = 0.03725210204720497


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 8, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.9643426485037594e-05
    std = 0.008920324437669012
    data = None
    min_val = -0.03645186498761177
    max_val = 0.03764450177550316


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 5184, 32]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
